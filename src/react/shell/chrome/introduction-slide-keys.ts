/** The introduction's slides, in order (their texts are `onboarding.slides.<key>.*`). */
export const SLIDES = ['course', 'tools', 'works', 'choices'] as const;
export type SlideKey = (typeof SLIDES)[number];
