import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_TABS } from './example-operations';

// GraphiQL, bundled with the platform: it works on a closed network, where Apollo's sandbox cannot
// load. Its own page and Vite entry (graphiql.html), so none of it reaches the students' bundles.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const container = document.getElementById('graphiql');
if (!container) throw new Error('The page has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} defaultEditorToolsVisibility="headers" />
  </StrictMode>,
);
