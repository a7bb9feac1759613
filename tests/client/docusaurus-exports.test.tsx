import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Interpolate, { interpolate } from '../../src/client/exports/Interpolate';
import Translate, { translate } from '../../src/client/exports/Translate';
import ExecutionEnvironment from '../../src/client/exports/ExecutionEnvironment';

describe('@docusaurus/Interpolate and Translate', () => {
  it('fills {placeholders} with text, or with elements', () => {
    expect(interpolate('{n} of {total} keys', { n: 3, total: 36 })).toBe('3 of 36 keys');
    expect(interpolate('Left {missing} as is', {})).toBe('Left {missing} as is');
    expect(renderToStaticMarkup(<Interpolate values={{ key: <kbd>Q</kbd> }}>{'Press {key} twice'}</Interpolate>)).toBe('Press <kbd>Q</kbd> twice');
  });

  it('gives the default message of the one locale', () => {
    expect(translate({ id: 'x', message: 'Hello {name}' }, { name: 'Wren' })).toBe('Hello Wren');
    expect(renderToStaticMarkup(<Translate id="y">{'No values'}</Translate>)).toBe('No values');
  });
});

describe('@docusaurus/ExecutionEnvironment', () => {
  it('says there is no DOM while pre-rendering in Node', () => {
    expect(ExecutionEnvironment.canUseDOM).toBe(false);
    expect(ExecutionEnvironment.canUseIntersectionObserver).toBe(false);
  });
});
