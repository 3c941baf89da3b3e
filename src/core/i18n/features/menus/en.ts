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
        text: 'Twelve topics lead from posture and pulse to cues, cut-offs and independent hands.',
      },
      s2: {
        title: 'Watch, then conduct along',
        text: 'Practice videos show every pattern from one to seven beats at 60, 70 and 90 bpm.',
      },
      s3: {
        title: 'Practise in front of the camera',
        text: 'Mirror yourself beside the video, with metronome and pattern overlay.',
      },
      s4: {
        title: 'Your works, voice by voice',
        text: 'Open your editions, follow the highlighted bar and hear your choir’s voice.',
      },
      s5: {
        title: 'Take it with you',
        text: 'Downloaded works and loaded lessons stay available offline.',
      },
    },
  },
};
