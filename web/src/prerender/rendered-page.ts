/** A page prerendered at build (render-page.tsx), as web/scripts/compose-page.ts writes it into index.html. */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> elements, right-to-left in Arabic. */
  styles: string;
  title: string;
  description: string;
}
