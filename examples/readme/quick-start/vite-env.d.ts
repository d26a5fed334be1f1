// Types of a Vite app (CSS imports, import.meta.env), as `npm create vite` writes them.
/// <reference types="vite/client" />
