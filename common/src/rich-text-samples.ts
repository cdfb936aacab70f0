// Ordinary and hostile long descriptions with the tags the one allow-list keeps: the api's sanitiser
// and the web's are both checked against this table, so they cannot drift apart.

export interface RichTextSample {
  html: string;
  /** The opening tags left after sanitising, in order. */
  keptTags: string[];
}

export const RICH_TEXT_SAMPLES: RichTextSample[] = [
  { html: '<h2>Bourse</h2><p><strong>Gras</strong> et <em>italique</em></p>', keptTags: ['h2', 'p', 'strong', 'em'] },
  { html: '<ul><li>Un</li></ul><ol><li>Deux</li></ol><blockquote>Citation</blockquote>', keptTags: ['ul', 'li', 'ol', 'li', 'blockquote'] },
  { html: '<div>Ligne</div><div>Autre<br></div>', keptTags: ['div', 'div', 'br'] },
  { html: '<h1>Titre</h1><h5>Petit</h5><p>Texte</p>', keptTags: ['p'] },
  { html: '<p onclick="steal()" style="color:red">Texte<script>alert(1)</script></p>', keptTags: ['p'] },
  { html: '<iframe src="https://evil.example.com"></iframe><style>p{}</style><form><input></form>', keptTags: [] },
  { html: '<img src=x onerror=alert(1)><img src="http://tracker.example.com/p.png">', keptTags: [] },
  { html: '<img src="https://cdn.example.org/campus.jpg" alt="Campus">', keptTags: ['img'] },
  { html: '<a href="https://www.daad.de">DAAD</a> <a href="javascript:alert(1)">piège</a>', keptTags: ['a', 'a'] },
  { html: '<table><tr><td>Cellule</td></tr></table><span>Texte</span>', keptTags: [] },
];

/** The opening tags of an HTML string, in order. */
export const openingTags = (html: string): string[] => [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((match) => (match[1] ?? '').toLowerCase());
