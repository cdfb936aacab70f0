// The module's one door for the pages that show a payment, always with import(): its code, documents
// and catalogue load with the first payment a student may pay by card, never with a page that shows
// none. Each export loads the catalogue itself (CardPaymentCatalogGate). The routes open its return
// page directly (routes.tsx).
export { PayByCardButton } from '@/modules/card-payment/components/PayByCardButton';
