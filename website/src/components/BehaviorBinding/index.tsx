/**
 * BehaviorBinding as a static island (usage and props: ./BehaviorBinding.tsx). Its code and data load
 * on demand: the page's server HTML shows it, and hydration keeps that HTML as it is.
 */
import { defineIsland } from '@docusaurus/Island';
import type { BehaviorBindingProps } from './BehaviorBinding';
// Styles travel with the page, since its server HTML uses them before the island's code loads.
import './styles.module.css';

export type { BehaviorBindingProps };

export default defineIsland<BehaviorBindingProps>(() => import('./BehaviorBinding'));
