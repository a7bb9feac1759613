/**
 * The blog plugin's page analyzer: a post's feed content, taken from its page in the render
 * workers as the page is written (see feed-content.ts). Pages without a post body give nothing;
 * postBuild reads those it needs itself.
 */
import type { PageAnalyzer } from '../../src/node/plugins/types';
import { ARTICLE_BODY_ATTRIBUTE, feedContentFromPage } from './feed-content';

/** The post body's container (HTML attribute names are case-insensitive). */
const BODY_MARKER = new RegExp(`\\s${ARTICLE_BODY_ATTRIBUTE.name}="${ARTICLE_BODY_ATTRIBUTE.value}"`, 'i');

const analyzeFeedContent: PageAnalyzer = (page) => (BODY_MARKER.test(page.html) ? feedContentFromPage(page.html, page.url) : undefined);
export default analyzeFeedContent;
