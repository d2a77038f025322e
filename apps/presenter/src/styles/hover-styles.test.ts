import { describeHoverStyles } from '@crowdeck/web/testing';

describeHoverStyles(
  import.meta.glob<string>('./*.css', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
