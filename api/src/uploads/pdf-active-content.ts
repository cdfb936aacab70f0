import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  type PDFStream,
} from '@cantoo/pdf-lib';
import { hasPlainPrologue } from './pdf-prologue.ts';

// Whether an uploaded PDF may be kept: it must parse as a PDF, and carry nothing that acts when a
// member of staff opens it (docs/security.md, "Uploaded documents"). Judged by a PDF parser on its
// decoded names (`/J#61vaScript` is `/JavaScript`), objects of compressed object streams included.

/** What a PDF was found to be; `feature` names the active content met first. */
export type PdfVerdict =
  { kind: 'accepted' } | { kind: 'activeContent'; feature: string } | { kind: 'notPdf' };

/**
 * Names that make a PDF act on its own: scripts, actions run on opening a page or a field, a program
 * started, files carried inside it (an embedded file's stream, its file specification, the
 * attachment annotation) and the media and XFA form engines. Any of them, key or value, refuses.
 */
const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'RichMedia',
  'XFA',
]);
const OPEN_ACTION = PDFName.of('OpenAction');
const TYPE = PDFName.of('Type');
/** Streams that the parser inflates as it reads: objects packed together, and cross-references. */
const INFLATED_TYPES: ReadonlySet<PDFName> = new Set([PDFName.of('ObjStm'), PDFName.of('XRef')]);
/**
 * How many bytes those streams may inflate to in all: real ones weigh kilobytes, while 5 MB of
 * deflated zeros make 5 GB, which the parser would hold in memory (outside the thread's heap limit).
 */
const INFLATED_BYTES_MAX = 8 * 1024 * 1024;

/**
 * What the parser met, as it read every object: superseded versions of an object and entries that a
 * repeated key overwrote are seen here although the final document keeps only one of them.
 */
class ParseRecord {
  feature: string | undefined;
  openActionNames = 0;
  openActionEntries = 0;
  readonly openActionTargets: PDFRef[] = [];
  inflatedBytesLeft = INFLATED_BYTES_MAX;

  name(name: PDFName): PDFName {
    const text = name.decodeText();
    if (ACTIVE_NAMES.has(text)) this.feature ??= text;
    if (text === 'OpenAction') this.openActionNames += 1;
    return name;
  }

  /**
   * An /OpenAction that is a destination (an array: [page /Fit]) only shows a page and is common;
   * one that is an action dictionary runs something (a script, a link, a form submission) on opening.
   */
  dict(dict: PDFDict): PDFDict {
    const openAction = dict.get(OPEN_ACTION);
    if (openAction) this.openActionEntries += 1;
    if (openAction instanceof PDFDict) this.feature ??= 'OpenAction';
    if (openAction instanceof PDFRef) this.openActionTargets.push(openAction);
    return dict;
  }

  /** Inflates a stream the parser is about to inflate, at most as far as the budget left: past it, the PDF is refused. */
  stream<Stream extends PDFDict | PDFStream>(stream: Stream): Stream {
    if (!(stream instanceof PDFRawStream)) return stream;
    const type = stream.dict.lookup(TYPE);
    if (!(type instanceof PDFName) || !INFLATED_TYPES.has(type)) return stream;
    const inflated = decodePDFRawStream(stream).getBytes(this.inflatedBytesLeft + 1).length;
    if (inflated > this.inflatedBytesLeft) throw new RangeError('The PDF inflates past what may be judged');
    this.inflatedBytesLeft -= inflated;
    return stream;
  }
}

/** pdf-lib's parser, strict (an object that does not parse cannot be judged), noting every name and dictionary. */
class JudgingParser extends PDFParser {
  readonly parsed: ParseRecord;

  constructor(bytes: Uint8Array, parsed: ParseRecord) {
    super(bytes, Infinity, true, false, true);
    this.parsed = parsed;
  }

  protected override parseName(): PDFName {
    return this.parsed.name(super.parseName());
  }

  protected override parseDict(ref?: PDFRef): PDFDict {
    return this.parsed.dict(super.parseDict(ref));
  }

  protected override parseDictOrStream(ref?: PDFRef): PDFDict | PDFStream {
    return this.parsed.stream(super.parseDictOrStream(ref));
  }
}

/** The same, for the objects packed in a compressed object stream. */
class JudgingObjectStreamParser extends PDFObjectStreamParser {
  readonly parsed: ParseRecord;

  constructor(stream: PDFRawStream, parsed: ParseRecord) {
    super(stream);
    this.parsed = parsed;
  }

  protected override parseName(): PDFName {
    return this.parsed.name(super.parseName());
  }

  protected override parseDict(ref?: PDFRef): PDFDict {
    return this.parsed.dict(super.parseDict(ref));
  }
}

/** A catalog whose page tree has at least one page: what makes the bytes a document. */
function hasPages(context: PDFContext): boolean {
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.get(TYPE) !== PDFName.of('Catalog')) return false;
  const pages = catalog.lookup(PDFName.of('Pages'));
  if (!(pages instanceof PDFDict)) return false;
  const kids = pages.lookup(PDFName.of('Kids'));
  return kids instanceof PDFArray && kids.size() > 0;
}

/**
 * Parses the PDF and reads every object, those of object streams once more with the judging
 * parser (into a context of their own, so that the document's objects stay as pdf-lib ordered them).
 */
async function parse(bytes: Uint8Array, parsed: ParseRecord): Promise<PDFContext | undefined> {
  try {
    const context = await new JudgingParser(bytes, parsed).parseDocument();
    for (const [, object] of context.enumerateIndirectObjects()) {
      if (object instanceof PDFRawStream && object.dict.lookup(TYPE) === PDFName.of('ObjStm')) {
        await new JudgingObjectStreamParser(object.clone(PDFContext.create()), parsed).parseIntoContext();
      }
    }
    return context;
  } catch {
    // Not a PDF, damaged, or packed in a way pdf-lib cannot read (an encrypted object stream): unjudgeable.
    return undefined;
  }
}

/** Judges an uploaded PDF (may be slow on a hostile file: run it with a time limit, uploads/pdf-judge.ts). */
export async function judgePdf(bytes: Uint8Array): Promise<PdfVerdict> {
  if (!hasPlainPrologue(bytes)) return { kind: 'notPdf' };
  const parsed = new ParseRecord();
  const context = await parse(bytes, parsed);
  if (!context) return { kind: 'notPdf' };
  // A repeated /OpenAction key keeps only its last value: the hidden one cannot be judged.
  if (parsed.openActionNames > parsed.openActionEntries) parsed.feature ??= 'OpenAction';
  for (const target of parsed.openActionTargets) {
    if (!(context.lookup(target) instanceof PDFArray)) parsed.feature ??= 'OpenAction';
  }
  if (parsed.feature) return { kind: 'activeContent', feature: parsed.feature };
  return hasPages(context) ? { kind: 'accepted' } : { kind: 'notPdf' };
}
