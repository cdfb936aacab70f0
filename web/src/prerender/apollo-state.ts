/**
 * The id of the JSON block in which a page rendered with its data (render-page.tsx) carries Apollo's
 * cache, for the browser to start from (app/apollo-client.ts).
 */
export const APOLLO_STATE_ELEMENT_ID = 'apollo-state';
