// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ChatbotError, createChatbotClient } from 'chatbot-kit/core';

describe('browser guard', () => {
  it('refuses a secretKey in a browser, explaining the risk and the proxy', () => {
    let error: unknown;
    try {
      createChatbotClient({ baseUrl: 'https://api.example.com', secretKey: 'sk-browser-key' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ChatbotError);
    expect(error).toMatchObject({ code: 'INSECURE_BROWSER_USE' });
    const message = (error as Error).message;
    expect(message).toMatch(/creating, updating and deleting listings/);
    expect(message).toMatch(/anyone who opens this page can read it/);
    expect(message).toContain('createChatbotProxy');
    expect(message).toContain('chatbot-kit/server');
    expect(message).toContain('dangerouslyAllowBrowser');
    expect(message).not.toContain('sk-browser-key');
  });

  it('keeps the risk and both ways out in a production build\'s shorter message', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      let error: unknown;
      try {
        createChatbotClient({ baseUrl: 'https://api.example.com', secretKey: 'sk-browser-key' });
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ code: 'INSECURE_BROWSER_USE' });
      const message = (error as Error).message;
      expect(message).toMatch(/can be read by anyone who opens the page/);
      expect(message).toContain("chatbot-kit/server's createChatbotProxy");
      expect(message).toContain('dangerouslyAllowBrowser: true');
      expect(message).not.toMatch(/creating, updating and deleting/);
      expect(message).not.toContain('sk-browser-key');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses a secretKey function too, without calling it', () => {
    const secretKey = vi.fn(() => 'sk-browser-key');
    expect(() => createChatbotClient({ baseUrl: '/x', secretKey })).toThrow(ChatbotError);
    expect(secretKey).not.toHaveBeenCalled();
  });

  it('allows it with dangerouslyAllowBrowser: true', () => {
    expect(() =>
      createChatbotClient({ baseUrl: '/x', secretKey: 'sk-browser-key', dangerouslyAllowBrowser: true }),
    ).not.toThrow();
  });

  it('allows a browser client without a secret key (proxy mode, or a session key only)', () => {
    expect(() => createChatbotClient({ baseUrl: '/api/chatbot' })).not.toThrow();
    expect(() => createChatbotClient({ baseUrl: '/api/chatbot', sessionKey: 'sess-key' })).not.toThrow();
  });

  it('allows a secretKey where there is no window (Node, workers)', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(() => createChatbotClient({ baseUrl: '/x', secretKey: 'sk-server-key' })).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
