import { describe, expect, it } from 'vitest';
import { type FocusedElement, keyCommand, ownsKey } from '../../../src/core/player/pedal-keys';

const focus = (patch: Partial<FocusedElement>): FocusedElement => ({
  tag: 'section',
  editable: false,
  keyboardFocus: false,
  inDialog: false,
  ...patch,
});

describe('keys and pedals', () => {
  it('turn pages with every key a pedal sends, by default', () => {
    for (const key of ['PageDown', 'ArrowRight', 'ArrowDown', ' '])
      expect(keyCommand(key, false, 'pages')).toBe('forward');
    for (const key of ['PageUp', 'ArrowLeft', 'ArrowUp'])
      expect(keyCommand(key, false, 'pages')).toBe('back');
    expect(keyCommand(' ', true, 'pages')).toBe('back');
  });

  it('control the recording in the desk mode: Space plays, the arrows move a bar, Page keys turn', () => {
    expect(keyCommand(' ', false, 'recording')).toBe('playPause');
    expect(keyCommand('ArrowRight', false, 'recording')).toBe('nextBar');
    expect(keyCommand('ArrowLeft', false, 'recording')).toBe('previousBar');
    expect(keyCommand('PageDown', false, 'recording')).toBe('forward');
    expect(keyCommand('PageUp', false, 'recording')).toBe('back');
    expect(keyCommand('ArrowDown', false, 'recording')).toBeNull();
  });

  it('keep K, Home and the zoom keys in both modes, and leave other keys alone', () => {
    for (const mode of ['pages', 'recording'] as const) {
      expect(keyCommand('k', false, mode)).toBe('playPause');
      expect(keyCommand('Home', false, mode)).toBe('toStart');
      expect(keyCommand('+', false, mode)).toBe('zoomIn');
      expect(keyCommand('W', true, mode)).toBe('fitWidth');
      expect(keyCommand('h', false, mode)).toBe('fitHeight');
      expect(keyCommand('0', false, mode)).toBe('zoomAuto');
      expect(keyCommand('x', false, mode)).toBeNull();
    }
  });

  it('belong to a text field and an open dialog, in both modes', () => {
    for (const mode of ['pages', 'recording'] as const) {
      expect(ownsKey(focus({ tag: 'input', type: 'text' }), ' ', mode)).toBe(true);
      expect(ownsKey(focus({ tag: 'input', type: 'search' }), 'ArrowRight', mode)).toBe(true);
      expect(ownsKey(focus({ tag: 'textarea' }), 'PageDown', mode)).toBe(true);
      expect(ownsKey(focus({ tag: 'div', editable: true }), ' ', mode)).toBe(true);
      expect(ownsKey(focus({ tag: 'button', inDialog: true }), 'PageDown', mode)).toBe(true);
      expect(ownsKey(focus({ tag: 'section' }), ' ', mode)).toBe(false);
    }
  });

  it('turn pages from a button or slider only tapped, and leave a keyboard-focused one its keys', () => {
    const tapped = focus({ tag: 'button' });
    const tabbed = focus({ tag: 'button', keyboardFocus: true });
    expect(ownsKey(tapped, ' ', 'pages')).toBe(false);
    expect(ownsKey(tabbed, ' ', 'pages')).toBe(true);
    expect(ownsKey(tabbed, 'PageDown', 'pages')).toBe(false);
    const slider = focus({ tag: 'input', type: 'range' });
    expect(ownsKey(slider, 'ArrowRight', 'pages')).toBe(false);
    expect(ownsKey({ ...slider, keyboardFocus: true }, 'ArrowRight', 'pages')).toBe(true);
    // The desk mode keeps today's rule: a focused control takes its keys however it was focused.
    expect(ownsKey(tapped, ' ', 'recording')).toBe(true);
    expect(ownsKey(slider, 'ArrowRight', 'recording')).toBe(true);
    expect(ownsKey(focus({ tag: 'input', type: 'checkbox' }), 'ArrowRight', 'recording')).toBe(false);
  });
});
