/**
 * Connections the kernel may hold for the server until it accepts them. Node's default, 511, is less
 * than a launch-day burst: while the server is busy answering, the queue fills, and Linux then drops the
 * SYN of each new connection, which the visitor's browser sends again only a second later (then after
 * three, seven...), so a few visitors wait a second or more for nothing. Linux caps it at
 * net.core.somaxconn (4096 by default since 5.4).
 */
export const LISTEN_BACKLOG = 4096;
