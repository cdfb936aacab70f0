import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Bell, FileText, Search, type LucideIcon } from 'lucide-react';

export interface FeatureCard {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    icon: Search,
    title: msg`Find the right scholarship`,
    text: msg`Browse scholarships in Morocco and abroad, filtered by country, university and deadline.`,
  },
  {
    icon: FileText,
    title: msg`Apply online`,
    text: msg`Send your payment receipt in a few clicks and resubmit it if it is rejected.`,
  },
  {
    icon: Bell,
    title: msg`Follow every step`,
    text: msg`See where each application stands and get an e-mail at every decision.`,
  },
];

export interface Stat {
  /** Fixed marketing figures (docs/product-rules.md), written the same in every language. */
  value: string;
  label: MessageDescriptor;
}

export const STATS: readonly Stat[] = [
  { value: '5000+', label: msg`Students Helped` },
  { value: '$10M+', label: msg`Funding Awarded` },
  { value: '98%', label: msg`Satisfaction` },
];

export interface Testimonial {
  /** First names only, as the spec says, written in each language's script. */
  name: MessageDescriptor;
  quote: MessageDescriptor;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { name: msg({ message: 'Salma', comment: 'A first name, in the script of the language' }), quote: msg`I found a scholarship for my master's degree in France in two weeks. The whole process was clear.` },
  { name: msg({ message: 'Youssef', comment: 'A first name, in the script of the language' }), quote: msg`My receipt was rejected once; I resubmitted it the same day and was accepted.` },
  { name: msg({ message: 'Imane', comment: 'A first name, in the script of the language' }), quote: msg`The team answered all my questions. I now study engineering in Canada.` },
];
