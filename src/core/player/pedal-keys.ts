/**
 * What a key does in the player. Page-turn pedals (AirTurn, PageFlip) send Page down / Page up,
 * → / ← or Space, depending on their mode; by default every one of those turns pages, so a pedal
 * never starts, stops or moves the recording. The conductor can choose the desk mapping instead,
 * where Space plays or pauses and the arrows move by a bar. Pure, so it is tested without a browser.
 */

/** "pages": keys and pedals turn pages (the default); "recording": Space and the arrows control the recording. */
export type KeysMode = 'pages' | 'recording';

export type KeyCommand =
  | 'forward'
  | 'back'
  | 'playPause'
  | 'nextBar'
  | 'previousBar'
  | 'toStart'
  | 'zoomIn'
  | 'zoomOut'
  | 'fitWidth'
  | 'fitHeight'
  | 'zoomAuto'
  | 'switchLayout';

/** Keys with the same meaning in both modes: none of them is sent by a pedal. */
const COMMON: Record<string, KeyCommand> = {
  k: 'playPause',
  Home: 'toStart',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  w: 'fitWidth',
  h: 'fitHeight',
  '0': 'zoomAuto',
  l: 'switchLayout',
};

const BY_MODE: Record<KeysMode, Record<string, KeyCommand>> = {
  pages: {
    PageDown: 'forward',
    ArrowRight: 'forward',
    ArrowDown: 'forward',
    ' ': 'forward',
    PageUp: 'back',
    ArrowLeft: 'back',
    ArrowUp: 'back',
  },
  recording: {
    ' ': 'playPause',
    ArrowRight: 'nextBar',
    ArrowLeft: 'previousBar',
    PageDown: 'forward',
    PageUp: 'back',
  },
};

/**
 * The command of a key press, or null when the player leaves the key alone. Shift+Space turns
 * back; letters count in either case (W and w fit the width).
 */
export function keyCommand(key: string, shift: boolean, mode: KeysMode): KeyCommand | null {
  if (mode === 'pages' && key === ' ' && shift) return 'back';
  return BY_MODE[mode][key] ?? COMMON[key] ?? COMMON[key.toLowerCase()] ?? null;
}

/** The element that has the focus when a key is pressed, as far as the player asks about it. */
export interface FocusedElement {
  /** Lower-case tag name. */
  tag: string;
  /** An input's type. */
  type?: string;
  editable: boolean;
  /**
   * Reached with the Tab key since the last tap or click. Not `:focus-visible`: a pedal is a
   * keyboard too, and its first key makes a tapped button match that.
   */
  keyboardFocus: boolean;
  /** Inside an open dialog. */
  inDialog: boolean;
}

/**
 * True when a key belongs to the focused element: typing, an open dialog, a slider's or a button's
 * own keys. Turning pages, a control merely tapped (a slider dragged, a button pressed on the
 * screen) keeps the focus but not the pedal: only a control reached with the keyboard takes them.
 */
export function ownsKey(focus: FocusedElement, key: string, mode: KeysMode): boolean {
  const { tag, type } = focus;
  const control = type === 'range' || type === 'checkbox' || type === 'radio';
  if (focus.inDialog || focus.editable || tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input' && !control) return true;
  const owned =
    tag === 'input'
      ? type === 'range' || key === ' '
      : (tag === 'button' || tag === 'a') && (key === ' ' || key === 'Enter');
  return owned && (mode === 'recording' || focus.keyboardFocus);
}
