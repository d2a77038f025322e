// The Crowdeck server this add-on talks to. The server that hands out this project writes its own
// public addresses here (GET /integrations/google-slides/project.zip); this copy is the template.

/** Where the add-on reaches Crowdeck: its API and pages, and where phones join. */
const CROWDECK = {
  presenterUrl: 'https://crowdeck.example.com',
  audienceUrl: 'https://crowdeck.example.com',
};
