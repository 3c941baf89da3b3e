/** English texts of this feature: they define the keys (see ./index.ts). */
export const en = {
  keptTopics: {
    title: 'Offline use',
    intro: 'Keep the videos, captions, scores and recordings of this topic on this device.',
    quality: 'Video quality',
    qualityOption: '{{quality}}p',
    keep: 'Keep this topic offline',
    preparing: 'Preparing…',
    progress: 'Storing: {{done}} of {{total}}',
    kept: 'Kept on this device · {{size}}',
    free: 'Free',
    freeTopic: 'Free the storage of {{topic}}',
    retry: 'Try again',
    failed: {
      offline: 'You are offline. Connect to the internet to keep this topic.',
      interrupted: 'The connection was lost. Storing goes on when you are back online.',
      storage:
        'Not enough storage on this device ({{usage}} of {{quota}} used). Free some space and try again.',
      incomplete: 'Some files did not arrive completely. Please try again.',
      'not-purchased': 'You do not have access to this topic.',
      'not-possible': 'This topic cannot be stored at the moment. Please try again later.',
      'not-available-yet': 'This topic cannot be stored at the moment. Please try again later.',
      failed: 'This topic could not be stored. Please try again.',
    },
    panelTitle: 'Topics kept offline',
    panelEmpty: 'No topic is kept on this device for your account.',
    panelTotal_one: '{{count}} topic · {{size}}',
    panelTotal_other: '{{count}} topics · {{size}}',
  },
};
