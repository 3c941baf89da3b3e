/** English texts of this feature: they define the keys (see ./index.ts). */
export const en = {
  menus: {
    notifications: 'Notifications',
    unread: '{{count}} new',
    markAllRead: 'Mark all as read',
    notificationItems: {
      n1: 'New in "Singing in English": vowels and the English "th".',
      n2: 'Practice tip: conduct the 5/4 pattern at 60 bpm before speeding up.',
      n3: 'Your choir pack has 5 seats: share the licence with your assistants.',
      n4: 'New edition: "Drei Volkslieder" with voice-by-voice recordings.',
      n5: 'Offline: downloaded works now open without a connection.',
      n6: 'Weekly goal: finish one module of "Cues".',
    },
    user: 'Account',
    introduction: 'Introduction',
  },
  onboarding: {
    title: 'Welcome to choir coach',
    next: 'Next',
    previous: 'Back',
    done: 'Let’s start',
    skip: 'Skip',
    slide: 'Slide {{n}} of {{total}}',
    slides: {
      s1: {
        title: 'Learn to conduct, step by step',
        text: 'Twelve topics lead from posture and pulse to cues, cut-offs and independent hands; “Continue” takes you back to your last lesson on any device.',
      },
      s2: {
        title: 'Practise with the tools',
        text: 'Conduct along with the practice videos: beat pattern overlay, metronome, mirrored video and your camera beside the video or over it.',
      },
      s3: {
        title: 'My works',
        text: 'Open the editions you bought: the score follows the recording, bar by bar, and you can bring out your choir voice, slow down or loop a passage.',
      },
      s4: {
        title: 'Offline at rehearsal',
        text: 'Download an edition under “My works”: it plays without a connection. Lessons you have opened stay available too.',
      },
      s5: {
        title: 'Your settings',
        text: 'Under Options choose the language, your preferred voice, the highlighter and how early pages turn. This introduction is always in the menu.',
      },
    },
  },
};
