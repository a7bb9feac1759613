/**
 * KconfigTable as a static island (usage and props: ./KconfigTable.tsx). Its code and data load
 * on demand: the page's server HTML shows it, and hydration keeps that HTML as it is.
 */
import { defineIsland } from '@docusaurus/Island';
import type { KconfigTableProps } from './KconfigTable';
// Styles travel with the page, since its server HTML uses them before the island's code loads.
import '../ReferenceTable/styles.module.css';
import './styles.module.css';

export type { KconfigTableProps };

export default defineIsland<KconfigTableProps>(() => import('./KconfigTable'));
