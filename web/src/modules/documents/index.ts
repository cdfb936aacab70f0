// The module's one door for the pages that show a document, always with import(): its code, documents
// and catalogue load with the first document shown, never with a page that shows none. Each export
// loads the catalogue itself (DocumentsCatalogGate). The routes open its pages directly (routes.tsx).
export { ApplicationDocumentsSection } from '@/modules/documents/components/ApplicationDocumentsSection';
export { ReceiptDownloadButton } from '@/modules/documents/components/ReceiptDownloadButton';
