// CSS imports of the console story, typed as in a Vite app.
/// <reference types="vite/client" />
