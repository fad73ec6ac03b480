import { describe, expect, it } from 'vitest';
import { percentTarget, seekTarget, shortcutFor, targetKeepsKey } from './shortcuts';

describe('player keyboard shortcuts', () => {
  it('maps the YouTube keys to actions', () => {
    expect(shortcutFor({ key: ' ' })).toEqual({ type: 'toggle-play' });
    expect(shortcutFor({ key: 'k' })).toEqual({ type: 'toggle-play' });
    expect(shortcutFor({ key: 'K', shiftKey: true })).toEqual({ type: 'toggle-play' });
    expect(shortcutFor({ key: 'j' })).toEqual({ type: 'seek-by', seconds: -10 });
    expect(shortcutFor({ key: 'l' })).toEqual({ type: 'seek-by', seconds: 10 });
    expect(shortcutFor({ key: 'ArrowLeft' })).toEqual({ type: 'seek-by', seconds: -5 });
    expect(shortcutFor({ key: 'ArrowRight' })).toEqual({ type: 'seek-by', seconds: 5 });
    expect(shortcutFor({ key: 'ArrowUp' })).toEqual({ type: 'volume-by', delta: 0.05 });
    expect(shortcutFor({ key: 'ArrowDown' })).toEqual({ type: 'volume-by', delta: -0.05 });
    expect(shortcutFor({ key: 'f' })).toEqual({ type: 'toggle-fullscreen' });
    expect(shortcutFor({ key: 'm' })).toEqual({ type: 'toggle-mute' });
    expect(shortcutFor({ key: 'c' })).toEqual({ type: 'toggle-captions' });
    expect(shortcutFor({ key: '0' })).toEqual({ type: 'seek-percent', percent: 0 });
    expect(shortcutFor({ key: '7' })).toEqual({ type: 'seek-percent', percent: 70 });
    expect(shortcutFor({ key: '?', shiftKey: true })).toEqual({ type: 'show-help' });
    expect(shortcutFor({ key: '/', shiftKey: true })).toEqual({ type: 'show-help' });
  });

  it('leaves browser and assistive-technology keys alone', () => {
    expect(shortcutFor({ key: 'f', ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: 'l', metaKey: true })).toBeNull();
    expect(shortcutFor({ key: 'k', altKey: true })).toBeNull();
    expect(shortcutFor({ key: 'Tab' })).toBeNull();
    expect(shortcutFor({ key: 'Escape' })).toBeNull();
    expect(shortcutFor({ key: 'x' })).toBeNull();
    expect(shortcutFor({ key: '/' })).toBeNull();
  });

  it('lets focused controls keep their own keys', () => {
    const button = document.createElement('button');
    expect(targetKeepsKey(button, ' ')).toBe(true);
    expect(targetKeepsKey(button, 'Enter')).toBe(true);
    expect(targetKeepsKey(button, 'k')).toBe(false);
    expect(targetKeepsKey(button, 'ArrowLeft')).toBe(false);

    const range = document.createElement('input');
    range.type = 'range';
    expect(targetKeepsKey(range, 'ArrowUp')).toBe(true);
    expect(targetKeepsKey(range, 'm')).toBe(false);

    const text = document.createElement('input');
    expect(targetKeepsKey(text, 'k')).toBe(true);
    expect(targetKeepsKey(document.createElement('textarea'), ' ')).toBe(true);

    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    expect(targetKeepsKey(slider, 'ArrowRight')).toBe(true);
    expect(targetKeepsKey(slider, ' ')).toBe(false);

    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('div');
    menu.append(item);
    expect(targetKeepsKey(item, 'k')).toBe(true);

    expect(targetKeepsKey(document.createElement('div'), ' ')).toBe(false);
    expect(targetKeepsKey(null, ' ')).toBe(false);
  });

  it('keeps seeks inside the video', () => {
    expect(seekTarget(100, 10, 600)).toBe(110);
    expect(seekTarget(3, -10, 600)).toBe(0);
    expect(seekTarget(598, 10, 600)).toBe(599.75);
    expect(seekTarget(20, 5, Number.NaN)).toBe(25);
    expect(percentTarget(50, 600)).toBe(300);
    expect(percentTarget(90, 600)).toBe(540);
    expect(percentTarget(50, Number.NaN)).toBeNull();
  });
});
