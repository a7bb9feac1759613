/**
 * BehaviorProperties as a static island (usage and props: ./BehaviorProperties.tsx). Its code and data load
 * on demand: the page's server HTML shows it, and hydration keeps that HTML as it is.
 */
import { defineIsland } from '@docusaurus/Island';
import type { BehaviorPropertiesProps } from './BehaviorProperties';
// Styles travel with the page, since its server HTML uses them before the island's code loads.
import '../ReferenceTable/styles.module.css';
import './styles.module.css';

export type { BehaviorPropertiesProps };

export default defineIsland<BehaviorPropertiesProps>(() => import('./BehaviorProperties'));
