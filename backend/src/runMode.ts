/**
 * Production mode: `NODE_ENV=production`, as Node tools read it. Local runs (`npm start`), tests and benches are not
 * production; a deployment sets it, and then the settings that only an operator can know (the storefront's address)
 * must be given, and what helps only a developer (introspection, "Did you mean" suggestions) is off unless asked for.
 */
export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV?.trim() === 'production';
