// chatbot-kit/testing — the fake service (issue 2).
export {};
