export * from './auth';
export * from './app';
export * from './jobs';
export * from './notifications';
export * from './mail';
