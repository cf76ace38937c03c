/** Types of backendProcess.mjs, for the backend's TypeScript bench. */
export declare const BACKEND_NODE_FLAGS: string[];
export declare function backendEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function storeUrlsEnv(env: NodeJS.ProcessEnv, shellPort: number): NodeJS.ProcessEnv;
