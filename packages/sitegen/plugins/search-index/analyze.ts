/**
 * The search-index plugin's page analyzer: runs in the render workers, so each page's sections are
 * extracted right after it is rendered, on every core. Section, title and tag are set in postBuild.
 */
import type { PageAnalyzer } from '../../src/node/plugins/types';
import { extractSections } from './extract';

const analyzeSearchSections: PageAnalyzer = (page) => extractSections(page.html, { url: page.path, section: '', title: '', tag: '' });
export default analyzeSearchSections;
