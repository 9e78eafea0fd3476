export * from './auth';
export * from './app';
export * from './jobs';
export * from './notifications';
export * from './newsletters';
export * from './mail';
export * from './conversations';
export * from './open-questions';
