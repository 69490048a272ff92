import { END_OF_RECORD, type FieldSpec, RECORD_ORDER, SEGMENTS, type SegmentTag } from './format';

export interface ParsedSegment {
  tag: SegmentTag;
  fields: Record<string, string>;
}

const isSegmentTag = (tag: string): tag is SegmentTag => Object.hasOwn(SEGMENTS, tag);

function validDate(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const d = Number(value.slice(0, 2));
  const m = Number(value.slice(2, 4));
  const y = Number(value.slice(4));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function fieldProblem(field: FieldSpec, value: string): string | null {
  if (value.length === 0 || value.length > field.max) return `length ${value.length} (max ${field.max})`;
  switch (field.kind) {
    case 'date':
      return validDate(value) ? null : 'not a DDMMYYYY date';
    case 'amount':
    case 'digits':
      return /^\d+$/.test(value) ? null : 'not whole digits';
    case 'code':
      return field.codes?.includes(value) ? null : `code ${value} not allowed`;
    case 'text':
      return /^[A-Z0-9,./\-@_ ]+$/.test(value) ? null : 'characters outside the format';
  }
}

/** Reads the segments of one line; a problem is thrown as its message. */
function parseLine(line: string, problems: string[], where: string): ParsedSegment[] {
  const out: ParsedSegment[] = [];
  let at = 0;
  while (at < line.length) {
    if (line.startsWith(END_OF_RECORD, at) && at + END_OF_RECORD.length === line.length) break;
    const tag = line.slice(at, at + 2);
    if (!isSegmentTag(tag)) {
      problems.push(`${where}: unknown segment ${JSON.stringify(tag)} at ${at}`);
      return out;
    }
    const spec = SEGMENTS[tag];
    const idLength = Number(line.slice(at + 2, at + 4));
    const id = line.slice(at + 4, at + 4 + idLength);
    if (id !== spec.id) problems.push(`${where} ${tag}: identifier ${id} (expected ${spec.id})`);
    at += 4 + idLength;
    const fields: Record<string, string> = {};
    let lastIndex = -1;
    while (at < line.length && /^\d{4}/.test(line.slice(at, at + 4))) {
      const fieldTag = line.slice(at, at + 2);
      const length = Number(line.slice(at + 2, at + 4));
      const value = line.slice(at + 4, at + 4 + length);
      at += 4 + length;
      const index = spec.fields.findIndex((field) => field.tag === fieldTag);
      const field = spec.fields[index];
      if (!field) {
        problems.push(`${where} ${tag}: unknown field ${fieldTag}`);
        continue;
      }
      if (index <= lastIndex) problems.push(`${where} ${tag}: field ${fieldTag} out of order`);
      lastIndex = index;
      if (value.length !== length) problems.push(`${where} ${tag}${fieldTag}: shorter than its length`);
      const problem = fieldProblem(field, value);
      if (problem) problems.push(`${where} ${tag}${fieldTag} (${field.name}): ${problem}`);
      fields[fieldTag] = value;
    }
    for (const field of spec.fields) {
      if (field.mandatory && fields[field.tag] === undefined) {
        problems.push(`${where} ${tag}${field.tag} (${field.name}): missing`);
      }
    }
    out.push({ tag, fields });
  }
  return out;
}

/**
 * Checks a file against the format's rules: HD first and alone on its line,
 * TS last with the number of records, every record its segments in order
 * (PN ID [PT] [EC] PA TL) closed by ES02**, each segment's identifier, each
 * field known, in order, as long as it says and no longer than allowed, the
 * mandatory ones present, dates DDMMYYYY, amounts whole rupees, codes from
 * their lists. Returns the problems (none: the file is valid) and the records.
 */
export function validateBureauFile(file: string): { problems: string[]; records: ParsedSegment[][] } {
  const problems: string[] = [];
  if (!file.endsWith('\r\n')) problems.push('the file does not end with CRLF');
  const lines = file.replace(/\r\n$/, '').split('\r\n');
  const head = parseLine(lines[0] ?? '', problems, 'line 1');
  if (head.length !== 1 || head[0]?.tag !== 'HD') problems.push('line 1: the header HD must be alone first');
  const tail = parseLine(lines.at(-1) ?? '', problems, `line ${lines.length}`);
  if (lines.length < 2 || tail.length !== 1 || tail[0]?.tag !== 'TS') {
    problems.push('the last line must be the trailer TS alone');
  }
  const records: ParsedSegment[][] = [];
  lines.slice(1, -1).forEach((line, i) => {
    const where = `line ${i + 2}`;
    if (!line.endsWith(END_OF_RECORD)) problems.push(`${where}: does not end with ${END_OF_RECORD}`);
    const segments = parseLine(line, problems, where);
    let at = 0;
    for (const expected of RECORD_ORDER) {
      if (segments[at]?.tag === expected.tag) at += 1;
      else if (!expected.optional) problems.push(`${where}: segment ${expected.tag} missing or out of order`);
    }
    if (at !== segments.length) problems.push(`${where}: unexpected segment ${segments[at]?.tag}`);
    records.push(segments);
  });
  const count = tail[0]?.fields['01'];
  if (count !== undefined && Number(count) !== records.length) {
    problems.push(`trailer says ${count} records, the file has ${records.length}`);
  }
  return { problems, records };
}
