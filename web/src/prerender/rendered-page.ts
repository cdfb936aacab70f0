import type { NormalizedCacheObject } from '@apollo/client';

/** A page rendered by render-page.tsx, as compose-page.ts writes it into index.html. */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> elements, right-to-left in Arabic. */
  styles: string;
  title: string;
  description: string;
  /** Apollo's cache after the page's queries, when it was rendered with its data. */
  state?: NormalizedCacheObject;
}
