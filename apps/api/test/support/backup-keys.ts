/** An age key pair made for the tests by age-encryption's generateIdentity (never a real one). */
export const BACKUP_IDENTITY =
  'AGE-SECRET-KEY-1ASCW8A3F7V8FZ2LQM3SW6TZME75MDAPVA46RAZZXNLYRL4RZKP5SZ9DAVA';
export const BACKUP_RECIPIENT = 'age1dy3vvnn0g4fyqwmnjx0t8ugh0rnpxck4syeqt2gzrg5r8zglqv0qjgvy26';
