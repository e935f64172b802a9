/**
 * What other features use of Traditional Knowledge labels on every canoe page: the sidebar's box and the compact
 * labels beside a photo, story or source. They are read, not used at first, so their code (tk-label-badges.tsx)
 * comes once the page is idle (`deferredComponent`); each sits in a Suspense boundary of its own, which keeps the
 * server's HTML until then. The administrators' choice of them is admin/index.ts.
 */
import { createElement, Suspense, type ComponentProps } from 'react';
import { deferredComponent } from '../../lib/lazy-component.ts';
import type * as Badges from './tk-label-badges.tsx';

const badges = () => import('./tk-label-badges.tsx');
const Box = deferredComponent(() => badges().then((module) => module.CanoeTkLabelsBox));
const RecordLabels = deferredComponent(() => badges().then((module) => module.RecordTkLabels));

export function CanoeTkLabelsBox(props: ComponentProps<typeof Badges.CanoeTkLabelsBox>) {
  return createElement(Suspense, { fallback: null }, createElement(Box, props));
}

export function RecordTkLabels(props: ComponentProps<typeof Badges.RecordTkLabels>) {
  return createElement(Suspense, { fallback: null }, createElement(RecordLabels, props));
}
