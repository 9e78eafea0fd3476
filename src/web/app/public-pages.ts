// The public pages inside the app (app/router.tsx loads them for /aboutus, /masteryou, /privacy-policy and
// the landing page, inside PublicLayout): a member reaches them from a link, a visitor after in-app
// navigation or with an expired session's cookie. A visitor's first visit gets them from the light public
// site (decision 014), which imports the same modules, so both share this chunk. Not in the app's main
// bundle: the member home would otherwise download the privacy policy's text on every load (decision 048).
export { AboutPage } from '../features/public/AboutPage';
export { LandingPage } from '../features/public/LandingPage';
export { MasteryouPage } from '../features/public/MasteryouPage';
export { PrivacyPolicyPage } from '../features/public/PrivacyPolicyPage';
