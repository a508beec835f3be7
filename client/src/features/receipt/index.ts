// What the receipt feature offers other features: the address of a booking's receipt page. The page
// itself is loaded by the router.

export { receiptPath } from './lib/receipt-view';
