/** Texts of the presenter's private control view: the room (people, lock) and moderation. */
export const enRoom = {
  'room.title': 'Room and moderation',
  'room.private':
    'Only you see this page. Keep this window on your own screen, not on the projector.',
  'room.openFromMenu': 'Open the room and moderation',
  'room.openFromMenuHint':
    'Opens in a new window, off the big screen: people, lock, held-back answers.',
  'room.people.title_one': '{{count}} person in the room',
  'room.people.title_other': '{{count}} people in the room',
  'room.people.lock': 'Lock the room',
  'room.people.lockedHint':
    'Locked: new phones see “This session is locked”. People already in can still come back.',
  'room.people.openHint': 'Open: anyone with the code can join.',
  'room.people.empty': 'Nobody has joined yet.',
  'room.people.listLabel': 'People in the room',
  'room.people.noName': 'No nickname',
  'room.people.remove': 'Remove',
  'room.people.removeNamed': 'Remove {{name}}',
  'room.people.removeTitle': 'Remove {{name}}?',
  'room.people.removeBody':
    'Their phone is told “You were removed from this session” and cannot come back in. Their nickname stays taken.',
  'room.moderation.title': 'Words and answers',
  'room.moderation.filtered': 'Held back by the filter ({{count}})',
  'room.moderation.hidden': 'Hidden by you ({{count}})',
  'room.moderation.shown': 'On screen ({{count}})',
  'room.moderation.none': 'None.',
  'room.moderation.noQuestion': 'No question yet',
  'room.moderation.show': 'Show',
  'room.moderation.hide': 'Hide',
  'room.moderation.showNamed': 'Show “{{text}}” on screen',
  'room.moderation.hideNamed': 'Hide “{{text}}”',
} as const;
