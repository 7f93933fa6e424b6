import { describe, expect, it } from 'vitest';
import { parseWriteBody, writeBodyLength } from './fast-lane.js';

const json = { 'content-type': 'application/json', 'content-length': '12' };

describe('writeBodyLength: which REST write bodies the fast lane reads itself', () => {
  it('takes a JSON body of known length within the limit, and no body at all', () => {
    expect(writeBodyLength(json, 100)).toBe(12);
    expect(writeBodyLength({ ...json, 'content-type': 'Application/JSON; charset=UTF-8' }, 100)).toBe(12);
    expect(writeBodyLength({ ...json, 'content-type': 'application/json; charset="utf-8"' }, 100)).toBe(12);
    expect(writeBodyLength({}, 100)).toBe(0);
    expect(writeBodyLength({ 'content-length': '0', 'content-type': 'text/plain' }, 100)).toBe(0);
    expect(writeBodyLength({ ...json, 'content-encoding': 'identity' }, 100)).toBe(12);
  });

  it('leaves to Express what body-parser would answer or parse differently', () => {
    expect(writeBodyLength({ ...json, 'content-length': '101' }, 100)).toBeNull();
    expect(writeBodyLength({ ...json, 'transfer-encoding': 'chunked' }, 100)).toBeNull();
    expect(writeBodyLength({ ...json, 'content-encoding': 'gzip' }, 100)).toBeNull();
    expect(writeBodyLength({ ...json, 'content-type': 'application/json; charset=latin1' }, 100)).toBeNull();
    expect(writeBodyLength({ ...json, 'content-type': 'text/plain' }, 100)).toBeNull();
    expect(writeBodyLength({ ...json, 'content-type': 'application/vnd.api+json' }, 100)).toBeNull();
    expect(writeBodyLength({ 'content-length': '12' }, 100)).toBeNull();
    for (const length of ['', ' ', '1.5', '-1', 'x'])
      expect(writeBodyLength({ ...json, 'content-length': length }, 100), length).toBeNull();
  });
});

describe('parseWriteBody: strict JSON as body-parser reads it', () => {
  it('gives objects as they are and anything else that is JSON of an object or array as {}', () => {
    expect(parseWriteBody(Buffer.from(' \n{"a": 1}'))).toEqual({ a: 1 });
    expect(parseWriteBody(Buffer.from('[1, 2]'))).toEqual({});
    expect(parseWriteBody(Buffer.alloc(0))).toEqual({});
  });

  it('refuses malformed JSON and bare values', () => {
    for (const raw of ['{', '"text"', '42', 'null', 'true', ' ', '\u000b{}'])
      expect(parseWriteBody(Buffer.from(raw)), JSON.stringify(raw)).toBeNull();
  });
});
