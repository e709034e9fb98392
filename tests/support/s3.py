"""A real S3-compatible endpoint for tests: moto's server on a free local port."""

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import boto3
from moto.server import ThreadedMotoServer

from tests.support.mail_server import free_port


@contextmanager
def moto_server() -> Iterator[str]:
    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.stop()


def s3_client(endpoint: str) -> Any:
    return boto3.client(
        "s3",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
    )


def public_read_policy(bucket: str) -> str:
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": "*",
                    "Action": "s3:GetObject",
                    "Resource": f"arn:aws:s3:::{bucket}/*",
                }
            ],
        }
    )


@contextmanager
def public_bucket(endpoint: str, bucket: str) -> Iterator[Any]:
    """A bucket whose objects anyone may read, as an operator sets it up for the site."""
    client = s3_client(endpoint)
    client.create_bucket(Bucket=bucket)
    client.put_bucket_policy(Bucket=bucket, Policy=public_read_policy(bucket))
    try:
        yield client
    finally:
        for item in client.list_objects_v2(Bucket=bucket).get("Contents", []):
            client.delete_object(Bucket=bucket, Key=item["Key"])
        client.delete_bucket(Bucket=bucket)


def s3_settings(endpoint: str, bucket: str) -> dict[str, str]:
    return {
        "storage_backend": "s3",
        "s3_bucket": bucket,
        "s3_endpoint_url": endpoint,
        "s3_access_key_id": "test",
        "s3_secret_access_key": "test",
        "s3_public_url": f"{endpoint}/{bucket}",
    }
