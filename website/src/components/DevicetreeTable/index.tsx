/**
 * DevicetreeTable as a static island (usage and props: ./DevicetreeTable.tsx). Its code and data load
 * on demand: the page's server HTML shows it, and hydration keeps that HTML as it is.
 */
import { defineIsland } from '@docusaurus/Island';
import type { DevicetreeTableProps } from './DevicetreeTable';
// Styles travel with the page, since its server HTML uses them before the island's code loads.
import '../ReferenceTable/styles.module.css';
import './styles.module.css';

export type { DevicetreeTableProps };

export default defineIsland<DevicetreeTableProps>(() => import('./DevicetreeTable'));
