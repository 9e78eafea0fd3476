// What other features use of message reports: the admin home counts the reports waiting (decision 039).
export { countOpenMessageReports } from './queue';
