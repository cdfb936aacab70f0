import sharp from 'sharp';

// Receipts drawn for the tests: two layouts of paper, photographed with grain (payments/receipt-fingerprint.ts).

interface ReceiptLayout {
  logoColour: string;
  logoX: number;
  titleX: number;
  title: string;
  reference: string;
  tableX: number;
  tableY: number;
  rowWidths: number[];
  amountX: number;
  amountY: number;
  amount: string;
  stampX: number;
  stampY: number;
}

export const AGENCY_RECEIPT: ReceiptLayout = {
  logoColour: '#c8102e',
  logoX: 40,
  titleX: 280,
  title: 'REÇU DE VERSEMENT',
  reference: 'Réf : B4K7M2QX',
  tableX: 60,
  tableY: 340,
  rowWidths: [300, 220, 340, 180, 260, 300, 200],
  amountX: 440,
  amountY: 760,
  amount: '250,00 MAD',
  stampX: 180,
  stampY: 900,
};

export const TRANSFER_NOTICE: ReceiptLayout = {
  logoColour: '#f39200',
  logoX: 560,
  titleX: 60,
  title: 'AVIS DE VIREMENT',
  reference: 'Ordre : 00912',
  tableX: 300,
  tableY: 420,
  rowWidths: [120, 100, 90, 140, 110],
  amountX: 60,
  amountY: 880,
  amount: '250,00 MAD',
  stampX: 620,
  stampY: 300,
};

/**
 * A receipt drawn as an SVG: logo, title, reference, lines of a table, the amount boxed, a stamp;
 * on paper, or on nothing (transparent) as some scanning apps export it.
 */
export function receiptSvg(layout: ReceiptLayout, paper = '#fbfaf6'): string {
  const rows = layout.rowWidths
    .map(
      (width, index) =>
        `<rect x="${layout.tableX}" y="${layout.tableY + index * 46}" width="${width}" height="18" fill="#333"/>` +
        `<rect x="${layout.tableX + 420}" y="${layout.tableY + index * 46}" width="${90 + ((index * 37) % 60)}" height="18" fill="#333"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100">
    <rect width="800" height="1100" fill="${paper}"/>
    <rect x="${layout.logoX}" y="40" width="200" height="90" fill="${layout.logoColour}"/>
    <text x="${layout.titleX}" y="95" font-family="sans-serif" font-size="34" font-weight="bold">${layout.title}</text>
    <line x1="40" y1="170" x2="760" y2="170" stroke="#222" stroke-width="3"/>
    <text x="60" y="230" font-family="monospace" font-size="28">${layout.reference}</text>
    ${rows}
    <rect x="${layout.amountX}" y="${layout.amountY}" width="300" height="120" fill="none" stroke="#111" stroke-width="4"/>
    <text x="${layout.amountX + 20}" y="${layout.amountY + 75}" font-family="sans-serif" font-size="40">${layout.amount}</text>
    <circle cx="${layout.stampX}" cy="${layout.stampY}" r="80" fill="none" stroke="#1f3fa0" stroke-width="8"/>
  </svg>`;
}

/** The receipt as a phone would send it: grainy (seeded noise, the same on every run), JPEG quality 90. */
export async function photographedReceipt(layout: ReceiptLayout, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(receiptSvg(layout)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = seed;
  for (let index = 0; index < data.length; index += 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    data[index] = Math.min(255, Math.max(0, (data[index] ?? 0) + Math.round((state / 2 ** 32 - 0.5) * 40)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
