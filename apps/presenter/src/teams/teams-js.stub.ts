/** TeamsJS's frame contexts, as the tests' stand-in for the library names them. */
export const FRAME_CONTEXTS = {
  settings: 'settings',
  content: 'content',
  sidePanel: 'sidePanel',
  meetingStage: 'meetingStage',
};
