import { ZipStream } from '../shared/zip-stream';

/**
 * A date and time in an export as its reader's clock shows it: the wall clock of the caller's time
 * zone, in ms counted as if it were UTC (docs/rules.md#exports). DD/MM/YYYY HH:mm in a CSV, a real
 * date cell in an XLSX (a spreadsheet's dates have no time zone).
 */
export interface DateCell {
  readonly wallClock: number;
}

/** A sheet as rows of cells: text, numbers, dates, or nothing. The first row is the header. */
export type SheetRows = readonly (readonly (string | number | DateCell | null)[])[];

/** What writes an export's XLSX file: `writeXlsx`, or a stand-in a test gives a service. */
export type XlsxWriter = (rows: SheetRows, sheet: string) => Promise<Uint8Array>;

/** A date as Excel counts it: days since 30/12/1899 of its wall-clock time. */
export function excelDate(cell: DateCell): number {
  return cell.wallClock / 86_400_000 + 25_569;
}

/** The characters XML 1.0 cannot hold: control characters but tab and line ends, U+FFFE, U+FFFF, lone surrogates. */
const NOT_XML = new RegExp(
  // eslint-disable-next-line no-control-regex -- matching the characters XML cannot hold is the point
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  'g',
);

/** Text as XML takes it: escaped, without the characters it cannot hold. */
function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Column letters of a 0-based index: A … Z, AA … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Cell styles (xl/styles.xml's cellXfs): 0 plain, 1 bold (the header), 2 a date. */
const BOLD = 1;
const DATE = 2;

function cellXml(value: string | number | DateCell | null, ref: string, header: boolean): string {
  if (value === null) return '';
  if (header)
    return `<c r="${ref}" s="${BOLD}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (typeof value === 'object') return `<c r="${ref}" s="${DATE}"><v>${excelDate(value)}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The workbook's parts around its one sheet. */
function packageParts(sheet: string): Record<string, string> {
  const type = (part: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${part}+xml`;
  return {
    '[Content_Types].xml':
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${type('sheet.main')}"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('worksheet')}"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${type('styles')}"/></Types>`,
    '_rels/.rels':
      `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
      `<sheet name="${xmlText(sheet.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml':
      `${XML}<styleSheet xmlns="${MAIN}">` +
      '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts>' +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  };
}

/** The sheet's XML in pieces of about 64 kB, one row at a time. */
function* sheetXml(rows: SheetRows): Generator<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  let text =
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>';
  const columns: string[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as SheetRows[number];
    text += `<row r="${r + 1}">`;
    for (let c = 0; c < row.length; c++) {
      columns[c] ??= columnName(c);
      text += cellXml(row[c] ?? null, `${columns[c]}${r + 1}`, r === 0);
    }
    text += '</row>';
    if (text.length >= 65_536) {
      yield encoder.encode(text);
      text = '';
    }
  }
  yield encoder.encode(`${text}</sheetData></worksheet>`);
}

/**
 * Writes `rows` as an XLSX file (docs/rules.md#exports): a bold header row that stays in sight
 * (frozen), numbers as numbers, dates as dates (DD/MM/YYYY HH:MM). The sheet is written a piece at a
 * time and compressed by the platform (mocks/services/shared/zip-stream.ts), so an export of
 * thousands of rows never holds the server for more than a few milliseconds at a time.
 */
export async function writeXlsx(rows: SheetRows, sheet = 'Orders'): Promise<Uint8Array> {
  const zip = new ZipStream();
  const encoder = new TextEncoder();
  for (const [name, text] of Object.entries(packageParts(sheet))) await zip.add(name, [encoder.encode(text)]);
  await zip.add('xl/worksheets/sheet1.xml', sheetXml(rows));
  return zip.finish();
}
