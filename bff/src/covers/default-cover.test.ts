import { describe, expect, it } from 'vitest';
import { coverOf, coverPath, drawCover, parseCoverName } from './default-cover.ts';

const COUNTRIES = ['FR', 'MA', 'CA', 'DE', 'ES', 'TR', 'EG', 'JP', 'SA', 'US', 'CN', 'RU', 'IT', 'BE', 'SN'];

describe('the default covers', () => {
  it('differ across fifteen countries: no more than two cards share a look', () => {
    const looks = COUNTRIES.map((country) => {
      const { palette, pattern } = coverOf(country);
      return `${palette}-${pattern}`;
    });
    const counts = [...looks.reduce((seen, look) => seen.set(look, (seen.get(look) ?? 0) + 1), new Map<string, number>()).values()];

    expect(new Set(COUNTRIES.map((country) => coverPath(coverOf(country)))).size).toBe(15);
    expect(Math.max(...counts)).toBeLessThanOrEqual(2);
  });

  it('show the country’s code', () => {
    expect(coverOf('MA').initials).toBe('MA');
    expect(coverOf('US').initials).toBe('US');
  });

  it('show the initials of a free name kept from before codes, of one or more words, in any script', () => {
    expect(coverOf('Arabie saoudite').initials).toBe('AS');
    expect(coverOf('États-Unis').initials).toBe('ÉU');
    expect(coverOf('المغرب').initials).toBe('ال');
  });

  it('are found again from their address, and only from a valid one', () => {
    const cover = coverOf('SN');
    const name = decodeURIComponent(coverPath(cover).split('/').pop() ?? '');

    expect(parseCoverName(name)).toEqual(cover);
    expect(parseCoverName('8-0-FR.svg')).toBeUndefined();
    expect(parseCoverName('1-1-<script>.svg')).toBeUndefined();
  });

  it('are small, decorative SVGs', () => {
    const svg = drawCover(coverOf('SA'));

    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg.length).toBeLessThan(1024);
  });
});
