/** English texts of this feature: they define the keys (see ./index.ts). */
export const en = {
  workDialogs: {
    newer: {
      title: 'A newer version is available',
      text: 'Version {{latest}} of “{{title}}” is available. This device has version {{current}}.',
      download: 'Download version {{version}}',
      open: 'Open version {{version}}',
    },
    redeem: {
      title: 'Redeem an unlock code',
      text: 'Enter the unlock code for “{{title}}” from your order confirmation.',
      code: 'Unlock code',
      submit: 'Redeem',
      required: 'Please enter the code.',
      unknown: 'This code is unknown, already used or not meant for this edition.',
      failed: 'The code could not be redeemed. Please try again.',
      tooMany_one: 'Too many wrong codes. Please try again in {{count}} minute.',
      tooMany_other: 'Too many wrong codes. Please try again in {{count}} minutes.',
    },
  },
};
