import { describe, expect, it } from 'vitest';
import { parseColor, type Rgb } from './parse-color';

describe('parseColor', () => {
  it.each<[string, Rgb | null]>([
    ['#1d4ed8', { r: 29, g: 78, b: 216 }],
    ['#1D4ED8', { r: 29, g: 78, b: 216 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#f00c', { r: 255, g: 0, b: 0 }],
    ['#1d4ed880', { r: 29, g: 78, b: 216 }],
    [' #000000 ', { r: 0, g: 0, b: 0 }],
    ['rgb(29, 78, 216)', { r: 29, g: 78, b: 216 }],
    ['rgba(29,78,216,0.5)', { r: 29, g: 78, b: 216 }],
    ['rgb(29 78 216 / 50%)', { r: 29, g: 78, b: 216 }],
    ['rgb(100%, 0%, 50%)', { r: 255, g: 0, b: 128 }],
    ['rgb(300, -1, 0)', null],
    ['rgb(300, 10, 0)', { r: 255, g: 10, b: 0 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0 }],
    ['hsl(120 100% 25%)', { r: 0, g: 128, b: 0 }],
    ['hsla(240, 100%, 50%, 0.3)', { r: 0, g: 0, b: 255 }],
    ['hsl(0, 0%, 100%)', { r: 255, g: 255, b: 255 }],
    ['navy', { r: 0, g: 0, b: 128 }],
    ['White', { r: 255, g: 255, b: 255 }],
    ['rebeccapurple', null],
    ['#12345', null],
    ['#ggg', null],
    ['rgb(1, 2)', null],
    ['red; background: url(x)', null],
    ['rgb(1,2,3)}body{color:red', null],
    ['', null],
  ])('%j', (value, expected) => {
    expect(parseColor(value)).toEqual(expected);
  });
});
