"""The product's mail: the message and its transports (`mailer.py`: the outbox folder or SMTP),
the durable outbox that stores a mail with the change that causes it and sends it after the
commit (`outbox.py`), and what every mail says (`letters/`, one module per audience). The
domains decide when a mail goes and to whom, and call a letter; this package imports no domain.
"""
