import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // This app sits inside the chatbot-kit repository, which has a lockfile of
  // its own: name this folder as the root so Next.js does not guess.
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};

export default nextConfig;
