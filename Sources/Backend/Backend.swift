// Backend
