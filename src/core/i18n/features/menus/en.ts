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
      course: {
        title: 'Learn to conduct, step by step',
        text_one:
          '{{count}} topic leads from posture and pulse to cues, cut-offs and independent hands, and “Singing in English” comes with it. “Continue” takes you back to your last lesson on any device.',
        text_other:
          '{{count}} topics lead from posture and pulse to cues, cut-offs and independent hands, and “Singing in English” comes with them. “Continue” takes you back to your last lesson on any device.',
        textPending:
          'The topics lead from posture and pulse to cues, cut-offs and independent hands, and “Singing in English” comes with them. “Continue” takes you back to your last lesson on any device.',
        more: 'and {{count}} more',
      },
      tools: {
        title: 'Practise with the tools',
        text: 'Conduct along with the practice videos: the beat pattern moves with the music, with a metronome, a mirrored video and your camera beside the video or over it.',
      },
      works: {
        title: 'Rehearse your works',
        text: 'Open the editions you bought: the score follows the recording bar by bar; bring out a voice, slow down or loop a passage. Downloaded, an edition plays without a connection.',
      },
      choices: {
        title: 'Your voice and language',
        text: 'Choose them now; both can be changed later under “Options”. This introduction is always in the menu.',
        voice: 'Your preferred voice (optional)',
        language: 'Language of the app',
      },
    },
  },
};
